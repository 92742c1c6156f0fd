// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the ModifyEhpcQueueRequest form schema (../form-schemas/modify-ehpc-queue-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-3ad6c38e"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["cluster_id","hpcqueue_id"],"properties":{"cluster_id":{"type":"string","pattern":"^ehpc-","examples":["hpc-a1b2c3d4"]},"hpcqueue_id":{"type":"string","pattern":"^hpcq-[a-z0-9]{4,16}$","examples":["hpcq-n7c2x9k1"]},"queue_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii"},"is_default":{"type":"integer","enum":[0,1]}},"anyOf":[{"required":["queue_name"],"properties":{"queue_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii"}}},{"required":["is_default"],"properties":{"is_default":{"type":"integer","enum":[0,1]}}}]}],"unevaluatedProperties":false,"$id":"-3ad6c38e"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^[A-Za-z0-9_]+$", "u");
const pattern9 = new RegExp("^ehpc-", "u");
const pattern10 = new RegExp("^hpcq-[a-z0-9]{4,16}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-3ad6c38e" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err0 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zone !== undefined){
let data1 = data.zone;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,31}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,31}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.owner !== undefined){
let data2 = data.owner;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err5 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.user_id !== undefined){
let data3 = data.user_id;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err7 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.iamuser_name !== undefined){
let data4 = data.iamuser_name;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err9 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queue_name === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "queue_name"},message:"must have required property '"+"queue_name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.queue_name !== undefined){
let data5 = data.queue_name;
if(typeof data5 === "string"){
if(func1(data5) > 12){
const err13 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/anyOf/0/properties/queue_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data5) < 3){
const err14 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/anyOf/0/properties/queue_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern8.test(data5)){
const err15 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/anyOf/0/properties/queue_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/anyOf/0/properties/queue_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.queue_name = true;
}
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.is_default === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "is_default"},message:"must have required property '"+"is_default"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.is_default !== undefined){
let data6 = data.is_default;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err18 = {instancePath:instancePath+"/is_default",schemaPath:"#/allOf/1/anyOf/1/properties/is_default/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err19 = {instancePath:instancePath+"/is_default",schemaPath:"#/allOf/1/anyOf/1/properties/is_default/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].anyOf[1].properties.is_default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.is_default = true;
}
}
if(!valid2){
const err20 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_id === undefined){
const err21 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.hpcqueue_id === undefined){
const err22 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "hpcqueue_id"},message:"must have required property '"+"hpcqueue_id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.cluster_id = true;
props0.hpcqueue_id = true;
props0.queue_name = true;
props0.is_default = true;
}
if(data.cluster_id !== undefined){
let data7 = data.cluster_id;
if(typeof data7 === "string"){
if(!pattern9.test(data7)){
const err23 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^ehpc-"},message:"must match pattern \""+"^ehpc-"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.hpcqueue_id !== undefined){
let data8 = data.hpcqueue_id;
if(typeof data8 === "string"){
if(!pattern10.test(data8)){
const err25 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/allOf/1/properties/hpcqueue_id/pattern",keyword:"pattern",params:{pattern: "^hpcq-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcq-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/allOf/1/properties/hpcqueue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.queue_name !== undefined){
let data9 = data.queue_name;
if(typeof data9 === "string"){
if(func1(data9) > 12){
const err27 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data9) < 3){
const err28 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern8.test(data9)){
const err29 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.is_default !== undefined){
let data10 = data.is_default;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err31 = {instancePath:instancePath+"/is_default",schemaPath:"#/allOf/1/properties/is_default/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err32 = {instancePath:instancePath+"/is_default",schemaPath:"#/allOf/1/properties/is_default/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.is_default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.action = true;
props0.zone = true;
props0.owner = true;
props0.user_id = true;
props0.iamuser_name = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
for(const key0 in data){
if(!props0 || !props0[key0]){
const err34 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-6b25dd43"] = validate21;
const schema32 = {"properties":{"queue_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii"}},"anyOf":[{"required":["queue_name"]}],"$id":"-6b25dd43"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-6b25dd43" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queue_name === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "queue_name"},message:"must have required property '"+"queue_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queue_name !== undefined){
let data0 = data.queue_name;
if(typeof data0 === "string"){
if(func1(data0) > 12){
const err2 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 3){
const err3 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern8.test(data0)){
const err4 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"queue_name":true},"dynamicProps":false,"dynamicItems":false};

exports["-2d9a609d"] = validate22;
const schema33 = {"properties":{"is_default":{"type":"integer","enum":[0,1]}},"anyOf":[{"required":["is_default"]}],"$id":"-2d9a609d"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-2d9a609d" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.is_default === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "is_default"},message:"must have required property '"+"is_default"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.is_default !== undefined){
let data0 = data.is_default;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/is_default",schemaPath:"#/properties/is_default/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/is_default",schemaPath:"#/properties/is_default/enum",keyword:"enum",params:{allowedValues: schema33.properties.is_default.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"is_default":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
