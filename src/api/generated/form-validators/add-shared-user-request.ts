// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the AddSharedUserRequest form schema (../form-schemas/add-shared-user-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["66885938"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["cluster_id","username","permission"],"properties":{"cluster_id":{"type":"string","pattern":"^e?hpc-[a-z0-9]{4,16}$","examples":["hpc-a1b2c3d4"]},"iam_user_id":{"type":"string","pattern":"^iamu-[a-z0-9]{4,16}$","examples":["iamu-7hq2m4x1"]},"email":{"type":"string","format":"email","maxLength":254},"username":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii"},"permission":{"type":"string","enum":["readonly","readwrite"]}},"oneOf":[{"required":["iam_user_id"]},{"required":["email"]}]}],"unevaluatedProperties":false,"$id":"66885938"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^e?hpc-[a-z0-9]{4,16}$", "u");
const pattern9 = new RegExp("^iamu-[a-z0-9]{4,16}$", "u");
const pattern10 = new RegExp("^[A-Za-z0-9_]+$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="66885938" */;
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
let passing0 = null;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.iam_user_id === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/oneOf/0/required",keyword:"required",params:{missingProperty: "iam_user_id"},message:"must have required property '"+"iam_user_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid0 = _errs16 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err13 = {instancePath,schemaPath:"#/allOf/1/oneOf/1/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err14 = {instancePath,schemaPath:"#/allOf/1/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
const err15 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.username === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.permission === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "permission"},message:"must have required property '"+"permission"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.cluster_id !== undefined){
let data5 = data.cluster_id;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err18 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^e?hpc-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^e?hpc-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.iam_user_id !== undefined){
let data6 = data.iam_user_id;
if(typeof data6 === "string"){
if(!pattern9.test(data6)){
const err20 = {instancePath:instancePath+"/iam_user_id",schemaPath:"#/allOf/1/properties/iam_user_id/pattern",keyword:"pattern",params:{pattern: "^iamu-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^iamu-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/iam_user_id",schemaPath:"#/allOf/1/properties/iam_user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.email !== undefined){
let data7 = data.email;
if(typeof data7 === "string"){
if(func1(data7) > 254){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/allOf/1/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats0.test(data7))){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/allOf/1/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/allOf/1/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.username !== undefined){
let data8 = data.username;
if(typeof data8 === "string"){
if(func1(data8) > 12){
const err25 = {instancePath:instancePath+"/username",schemaPath:"#/allOf/1/properties/username/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data8) < 3){
const err26 = {instancePath:instancePath+"/username",schemaPath:"#/allOf/1/properties/username/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern10.test(data8)){
const err27 = {instancePath:instancePath+"/username",schemaPath:"#/allOf/1/properties/username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/username",schemaPath:"#/allOf/1/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.permission !== undefined){
let data9 = data.permission;
if(typeof data9 !== "string"){
const err29 = {instancePath:instancePath+"/permission",schemaPath:"#/allOf/1/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data9 === "readonly") || (data9 === "readwrite"))){
const err30 = {instancePath:instancePath+"/permission",schemaPath:"#/allOf/1/properties/permission/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.permission.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if((((((((((key0 !== "cluster_id") && (key0 !== "iam_user_id")) && (key0 !== "email")) && (key0 !== "username")) && (key0 !== "permission")) && (key0 !== "action")) && (key0 !== "zone")) && (key0 !== "owner")) && (key0 !== "user_id")) && (key0 !== "iamuser_name")){
const err32 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["7078cc82"] = validate21;
const schema32 = {"required":["iam_user_id"],"$id":"7078cc82"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="7078cc82" */;
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
if(data.iam_user_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iam_user_id"},message:"must have required property '"+"iam_user_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7eed5095"] = validate22;
const schema33 = {"required":["email"],"$id":"-7eed5095"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-7eed5095" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

export default exports;
