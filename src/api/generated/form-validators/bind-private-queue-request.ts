// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the BindPrivateQueueRequest form schema (../form-schemas/bind-private-queue-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["60fedb4e"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["cluster_id"],"properties":{"cluster_id":{"type":"string","pattern":"^hpc-","examples":["hpc-a1b2c3d4"]}}},{"title":"Dedicated queue","type":"object","required":["queue_type","queue_name","count","paid_type"],"properties":{"queue_type":{"type":"string","pattern":"^qt-[a-z0-9]{2,16}$","examples":["qt-shared56"],"title":"Queue type"},"queue_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Queue name"},"count":{"type":"integer","minimum":1,"maximum":100,"title":"Nodes","default":1},"paid_type":{"type":"integer","enum":[0,1],"title":"Billing mode","default":0},"duration":{"type":"integer","minimum":0,"maximum":36,"title":"Duration (months)","default":0},"is_auto_renewal":{"type":"integer","enum":[0,1],"default":0,"title":"Auto-renewal"}},"allOf":[{"if":{"properties":{"paid_type":{"const":1}},"required":["paid_type"]},"then":{"required":["duration"],"properties":{"duration":{"minimum":1}}},"else":{"properties":{"duration":{"const":0}}}}]}],"unevaluatedProperties":false,"$id":"60fedb4e"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^hpc-", "u");
const pattern9 = new RegExp("^qt-[a-z0-9]{2,16}$", "u");
const pattern10 = new RegExp("^[A-Za-z0-9_]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="60fedb4e" */;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_id === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.cluster_id !== undefined){
let data5 = data.cluster_id;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err13 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^hpc-"},message:"must match pattern \""+"^hpc-"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs20 = errors;
let valid4 = true;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.paid_type === undefined) && (missing0 = "paid_type")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.paid_type !== undefined){
if(1 !== data.paid_type){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
var _valid0 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.duration === undefined){
const err18 = {instancePath,schemaPath:"#/allOf/2/allOf/0/then/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.duration !== undefined){
let data7 = data.duration;
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/2/allOf/0/then/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
var _valid0 = _errs23 === errors;
valid4 = _valid0;
if(valid4){
var props0 = {};
props0.duration = true;
props0.paid_type = true;
}
ifClause0 = "then";
}
else {
const _errs25 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.duration !== undefined){
if(0 !== data.duration){
const err20 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/2/allOf/0/else/properties/duration/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
var _valid0 = _errs25 === errors;
valid4 = _valid0;
if(valid4){
if(props0 !== true){
props0 = props0 || {};
props0.duration = true;
}
}
ifClause0 = "else";
}
if(!valid4){
const err21 = {instancePath,schemaPath:"#/allOf/2/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queue_type === undefined){
const err22 = {instancePath,schemaPath:"#/allOf/2/required",keyword:"required",params:{missingProperty: "queue_type"},message:"must have required property '"+"queue_type"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.queue_name === undefined){
const err23 = {instancePath,schemaPath:"#/allOf/2/required",keyword:"required",params:{missingProperty: "queue_name"},message:"must have required property '"+"queue_name"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.count === undefined){
const err24 = {instancePath,schemaPath:"#/allOf/2/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.paid_type === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/2/required",keyword:"required",params:{missingProperty: "paid_type"},message:"must have required property '"+"paid_type"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.queue_type = true;
props0.queue_name = true;
props0.count = true;
props0.paid_type = true;
props0.duration = true;
props0.is_auto_renewal = true;
}
if(data.queue_type !== undefined){
let data9 = data.queue_type;
if(typeof data9 === "string"){
if(!pattern9.test(data9)){
const err26 = {instancePath:instancePath+"/queue_type",schemaPath:"#/allOf/2/properties/queue_type/pattern",keyword:"pattern",params:{pattern: "^qt-[a-z0-9]{2,16}$"},message:"must match pattern \""+"^qt-[a-z0-9]{2,16}$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/queue_type",schemaPath:"#/allOf/2/properties/queue_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.queue_name !== undefined){
let data10 = data.queue_name;
if(typeof data10 === "string"){
if(func1(data10) > 12){
const err28 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/2/properties/queue_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data10) < 3){
const err29 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/2/properties/queue_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern10.test(data10)){
const err30 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/2/properties/queue_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/2/properties/queue_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.count !== undefined){
let data11 = data.count;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err32 = {instancePath:instancePath+"/count",schemaPath:"#/allOf/2/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 100 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/count",schemaPath:"#/allOf/2/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/count",schemaPath:"#/allOf/2/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.paid_type !== undefined){
let data12 = data.paid_type;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err35 = {instancePath:instancePath+"/paid_type",schemaPath:"#/allOf/2/properties/paid_type/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data12 === 0) || (data12 === 1))){
const err36 = {instancePath:instancePath+"/paid_type",schemaPath:"#/allOf/2/properties/paid_type/enum",keyword:"enum",params:{allowedValues: schema31.allOf[2].properties.paid_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.duration !== undefined){
let data13 = data.duration;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err37 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/2/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 36 || isNaN(data13)){
const err38 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/2/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36},message:"must be <= 36"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err39 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/2/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.is_auto_renewal !== undefined){
let data14 = data.is_auto_renewal;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err40 = {instancePath:instancePath+"/is_auto_renewal",schemaPath:"#/allOf/2/properties/is_auto_renewal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((data14 === 0) || (data14 === 1))){
const err41 = {instancePath:instancePath+"/is_auto_renewal",schemaPath:"#/allOf/2/properties/is_auto_renewal/enum",keyword:"enum",params:{allowedValues: schema31.allOf[2].properties.is_auto_renewal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/allOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.cluster_id = true;
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
const err43 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
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

exports["-77fada4e"] = validate21;
const schema32 = {"properties":{"paid_type":{"const":1}},"required":["paid_type"],"$id":"-77fada4e"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-77fada4e" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.paid_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid_type"},message:"must have required property '"+"paid_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paid_type !== undefined){
if(1 !== data.paid_type){
const err1 = {instancePath:instancePath+"/paid_type",schemaPath:"#/properties/paid_type/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"paid_type":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
